/**
 * `npm run check:cycles` (part of `npm run lint` and of the `static` stage of `npm test`):
 * fails on an import cycle in the server, the web app or the packages. Type-only imports count
 * too. See docs/ARCHITECTURE.md, "Boundaries".
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move what both sides need into a lower-level module.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages and subpath imports (hono/validator) resolve through package "exports".
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'node', 'default', 'types'] },
  },
};
