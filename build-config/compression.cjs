// The compressed copies of every text file of a production build (.br and .gz beside the
// original), made once at build time at the highest levels, so the API serves them as they are
// (@fastify/static `preCompressed`) instead of compressing each reply or sending it raw.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_FILES = /\.(js|css|html|svg|json)$/;

function compressionPlugins() {
  const common = { test: TEXT_FILES, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

module.exports = { compressionPlugins };
