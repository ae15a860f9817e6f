import { useEffect } from 'react';
import { Loading, useDataProvider, usePermissions } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { canOpen, type AdminAccess } from '../access/rules';
import { resolveOldCustomerPage } from './resolveOldCustomerPage';

/**
 * `/find-customer/{name}/{page}`: an old customer page (customerLookup.ts) finds its customer and
 * opens the matching tab. An admin who may not open customers goes to the list, which says so
 * without calling the API.
 */
const CustomerLookup = () => {
    const { name = '', page = 'info' } = useParams();
    const dataProvider = useDataProvider();
    const navigate = useNavigate();
    const { permissions, isPending } = usePermissions<AdminAccess | null>();
    const allowed = !isPending && canOpen(permissions, 'user');
    useEffect(() => {
        if (isPending) return;
        if (!allowed) {
            navigate('/user', { replace: true });
            return;
        }
        let current = true;
        void resolveOldCustomerPage(dataProvider, name, page).then(target => {
            if (current) navigate(target, { replace: true });
        });
        return () => {
            current = false;
        };
    }, [allowed, isPending, dataProvider, name, page, navigate]);
    return <Loading loadingPrimary="در جستجوی مشتری…" loadingSecondary="" />;
};

export default CustomerLookup;
