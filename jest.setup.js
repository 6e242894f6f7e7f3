require('@testing-library/jest-dom');

// findBy… and waitFor wait up to 1 s by default: on a 2-core CI machine running every project at
// once, a render after a retried request can take longer. A real failure still fails, later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
