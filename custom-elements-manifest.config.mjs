// custom-elements.json for @pitchside/elements, from the classes' JSDoc (@summary, @csspart,
// @cssprop, @event, @slot). Editors, Storybook's docs and the docs site read it.

/**
 * Tags are registered with `defineElement('mne-x', MneX)` (src/shared/define.ts), which the
 * analyzer does not know: record each such call as the definition of that tag, as it does for
 * `customElements.define`.
 */
function defineElementCalls() {
  return {
    name: 'pitchside-define-element-calls',
    analyzePhase({ ts, node, moduleDoc, context }) {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'defineElement') return;
      const [tag, klass] = node.arguments;
      if (!tag || !ts.isStringLiteral(tag) || !klass || !ts.isIdentifier(klass)) return;
      const imported = context.imports?.find((entry) => entry.name === klass.text);
      const module = imported
        ? new URL(imported.importPath, `file:///${moduleDoc.path}`).pathname.slice(1).replace(/\.js$/, '.ts')
        : moduleDoc.path;
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []),
        { kind: 'custom-element-definition', name: tag.text, declaration: { name: klass.text, module } },
      ];
    },
    packageLinkPhase({ customElementsManifest }) {
      // The helper's own `customElements.define(tag, constructor)` defines no particular tag.
      for (const moduleDoc of customElementsManifest.modules) {
        if (moduleDoc.path.endsWith('/shared/define.ts')) {
          moduleDoc.exports = moduleDoc.exports?.filter((entry) => entry.kind !== 'custom-element-definition');
        }
      }
    },
  };
}

/**
 * Event detail types. Each element declares its events' types once, for TypeScript, in
 * `declare global { interface GlobalEventHandlersEventMap { 'mne-place': CustomEvent<MnePlaceDetail> } }`;
 * the JSDoc `@event` tag gives the name and the description. This copies each declared type onto the
 * manifest's events of that name (`type.text`, e.g. `CustomEvent<MnePlaceDetail>`), whichever module
 * declares it (`mof-action` is declared by `<mof-decision>` and also sent by the matches around it),
 * so editors, Storybook and the generated framework types show what `event.detail` holds.
 */
function eventDetailTypes() {
  const declared = new Map();
  return {
    name: 'pitchside-event-detail-types',
    collectPhase({ ts, node }) {
      if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'GlobalEventHandlersEventMap') return;
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !member.type || !member.name || !ts.isStringLiteral(member.name))
          continue;
        declared.set(member.name.text, member.type.getText().replace(/\s+/g, ' '));
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const moduleDoc of customElementsManifest.modules)
        for (const declaration of moduleDoc.declarations ?? [])
          for (const event of declaration.events ?? []) {
            const text = declared.get(event.name);
            if (text) event.type = { text };
            else if (declaration.customElement)
              console.warn(`${declaration.name}: event ${event.name} is not in GlobalEventHandlersEventMap`);
          }
    },
  };
}

export default {
  globs: ['packages/elements/src/**/*.ts'],
  exclude: ['packages/elements/src/**/*.test.ts', 'packages/elements/src/**/*.styles.ts'],
  outdir: 'packages/elements',
  litelement: true,
  packagejson: false,
  plugins: [defineElementCalls(), eventDetailTypes()],
};
