module.exports = require('@kraanvogel/jest-config')(__dirname);
