import { screen, waitFor, within } from '@testing-library/react';
import { startMockServer } from '../support/mockServer';
import { renderScreen } from '../support/renderScreen';

startMockServer();

/** A group of the page named by its heading, and the labels (terms) it lists. */
const group = (name: string) => screen.getByRole('group', { name });
const terms = (element: HTMLElement) => within(element).queryAllByRole('term').map(term => term.textContent);

describe('a record page laid out for reading', () => {
    it("a receipt: its key facts on top, its slip beside the decision, the rest in the definition's sections", async () => {
        renderScreen('/receipt/1/show');
        const facts = await screen.findByRole('group', { name: 'خلاصه' });
        expect(terms(facts)).toEqual(['وضعیت', 'مبلغ', 'مشتری', 'تاریخ ثبت']);
        // each label is followed by its value, a pair a screen reader reads together
        const amount = within(facts).getByText('مبلغ');
        expect(amount.tagName).toBe('DT');
        expect(amount.nextElementSibling?.tagName).toBe('DD');
        await waitFor(() => expect(amount.nextElementSibling?.textContent).toMatch(/[۰-۹].*تومان/));

        expect(screen.getByRole('heading', { level: 2, name: 'پرداخت' })).toBeInTheDocument();
        expect(terms(group('پرداخت'))).toEqual(['بانک', 'کد پیگیری']);
        expect(terms(group('بررسی'))).toEqual(['توضیحات', 'دلیل رد']);
        expect(terms(group('سایر مشخصات'))).toEqual(['شناسه']);
        // the slip is shown once: beside the decision, in the page's top
        const panel = screen.getByTestId('decision-panel');
        expect(within(panel).getByText('تصویر فیش')).toBeInTheDocument();
        expect(screen.getByTestId('record-top')).toContainElement(panel);
        expect(screen.getAllByText('تصویر فیش')).toHaveLength(1);
    });

    it("an order: the order's own decision part beside its key facts, its status not repeated below", async () => {
        renderScreen('/order/1/show');
        const facts = await screen.findByRole('group', { name: 'خلاصه' });
        expect(terms(facts)).toEqual(['نوع', 'مشتری', 'مبلغ نهایی', 'زمان ثبت']);
        expect(screen.getByTestId('record-top')).toContainElement(await screen.findByTestId('order-decision'));
        expect(terms(group('معامله'))).toEqual(['محصول', 'مقدار', 'مبلغ پایه']);
        expect(terms(group('درخواست مشتری'))).toEqual(['درخواست ارسال به مرجع', 'ارسال به مرجع', 'یادداشت مشتری']);
        expect(screen.queryAllByRole('term').map(term => term.textContent)).not.toContain('وضعیت');
    });

    it('a definition without sections: every field in one section, «مشخصات»', async () => {
        renderScreen('/product-category/1/show');
        const details = await screen.findByRole('group', { name: 'مشخصات' });
        expect(terms(details)).toEqual(['شناسه', 'عنوان', 'دسته‌بندی والد', 'تعداد محصولات', 'تاریخ ایجاد']);
        expect(screen.queryByRole('group', { name: 'خلاصه' })).not.toBeInTheDocument();
    });
});
