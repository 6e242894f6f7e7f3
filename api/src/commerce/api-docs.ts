// OpenAPI annotations for the commerce routes (shown at /api/docs). Only descriptive keys: request
// checking is done by the shared yup schemas, so every rule and message exists once.
export function doc(tag: 'Auth' | 'Customer' | 'Order' | 'Payment' | 'Dev', summary: string, secured = false) {
  return { schema: { tags: [tag], summary, ...(secured ? { security: [{ bearerAuth: [] }] } : {}) } };
}
