// A release with a visible change, built from the same sources (catalog-variant.rspack.config.ts):
// replaces one string in the modules it is applied to, as an edit to the file would.
module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  return source.split(from).join(to);
};
