import { Typography } from '@mui/material';
import { useParams } from 'react-router-dom';

/** The kit's sample dashboards (`/kit/dashboards/{app|ecommerce|analytics|banking|booking}`). */
export default function KitDashboard() {
    const { name } = useParams();
    return <Typography variant="h5" component="h1">داشبورد نمونه {name}</Typography>;
}
