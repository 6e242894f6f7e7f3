// Stands in for '@electric-sql/pglite/contrib/pg_trgm' under Jest (see node-environment.js).
module.exports = globalThis.__requireOutsideSandbox('@electric-sql/pglite/contrib/pg_trgm');
