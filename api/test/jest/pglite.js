// Stands in for '@electric-sql/pglite' under Jest (see node-environment.js).
module.exports = globalThis.__requireOutsideSandbox('@electric-sql/pglite');
