import { expect, type Page } from '@playwright/test';

/** A one-page PDF, as a bank's app exports a transfer receipt. */
export const receiptPdf = (reference: string) =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${reference}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** Chooses a receipt in the owner's payment panel (the page's only one) and sends it. */
export const sendReceipt = async (page: Page, reference: string) => {
  const panel = page.getByTestId('payment-panel');
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'dekont.pdf',
    mimeType: 'application/pdf',
    buffer: receiptPdf(reference),
  });
  await expect(panel.getByTestId('receipt-chosen')).toHaveText('dekont.pdf');
  await panel.getByTestId('receipt-send').click();
  await expect(
    page.getByText('Dekontunuz gönderildi; onaylandığında size haber vereceğiz.'),
  ).toBeVisible();
  await expect(panel.getByTestId('payment-status')).toHaveText('Dekont inceleniyor');
};
