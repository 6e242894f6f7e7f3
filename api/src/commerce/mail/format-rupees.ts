// Whole rupees for mails and the gateway page: `Rs 1,234` (en-PK, no decimals).
const rupees = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

export const formatRupees = (amount: number): string => `Rs ${rupees.format(Math.floor(amount))}`;
