const path = require('node:path');

module.exports = require('@kraanvogel/jest-config')(__dirname, { setupFiles: [path.join(__dirname, 'src/testing/jest-polyfills.cjs')] });
