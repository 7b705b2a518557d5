// The server's one organising rule, checked on every file of packages/server (docs/ARCHITECTURE.md
// "Server layout"): platform/ carries no product rule and never imports a feature; a feature uses
// another only through that feature's index.ts, and feature folders never import each other in a
// circle; a repository imports only platform and repositories; SQL lives only in repositories and
// the database's own code (platform/database, with its migrations); src/ never imports test support.
import fs from 'node:fs';
import path from 'node:path';

const extensions = ['.ts', '.tsx', '/index.ts', ''];

/** Where a server file sits: its layer, its feature and its kind. */
function placeOf(file, serverRoot) {
  const relative = path.relative(serverRoot, file).split(path.sep);
  if (relative[0] === 'test') return { layer: 'test' };
  if (relative[0] !== 'src') return { layer: 'outside' };
  const name = relative[relative.length - 1];
  const kind = {
    test: /\.test\.tsx?$/.test(name),
    repository: /\.repository\.ts$/.test(name),
    index: name === 'index.ts',
  };
  if (relative[1] === 'platform') return { layer: 'platform', part: relative[2], kind };
  if (relative[1] === 'features' && relative.length > 3) return { layer: 'feature', feature: relative[2], kind };
  return { layer: 'root', kind };
}

function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of extensions) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

const sqlStatement =
  /^\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+|CREATE\s|ALTER\s|DROP\s|TRUNCATE\s|LOCK\s+TABLE)\b|\bSELECT\b[\s\S]*\bFROM\s+\w+/;

/** The folder-level import graph of the server's features (non-test files), read once per lint run. */
const featureGraphs = new Map();
function featureGraph(featuresDir) {
  if (featureGraphs.has(featuresDir)) return featureGraphs.get(featuresDir);
  const edges = new Map();
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory()
        ? walk(full)
        : /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)
          ? [full]
          : [];
    });
  for (const file of fs.existsSync(featuresDir) ? walk(featuresDir) : []) {
    const from = path.relative(featuresDir, file).split(path.sep)[0];
    if (!file.slice(featuresDir.length + 1).includes(path.sep)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\s*\(\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(featuresDir, resolveRelative(file, match[1] ?? match[2])).split(path.sep);
      if (target.length < 2 || target[0].startsWith('..') || target[0] === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(target[0]);
    }
  }
  const reaches = (start, goal) => {
    const seen = new Set();
    const stack = [start];
    while (stack.length > 0) {
      const node = stack.pop();
      if (node === goal) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(edges.get(node) ?? []));
    }
    return false;
  };
  const graph = { inCycle: (from, to) => reaches(to, from) };
  featureGraphs.set(featuresDir, graph);
  return graph;
}

/** @type {import('eslint').Rule.RuleModule} */
const serverLayers = {
  meta: {
    type: 'problem',
    docs: {
      description: "The server's layers: platform, features through their index, repositories, SQL, test support.",
    },
    schema: [],
    messages: {
      platformImportsFeature: 'platform/ carries no product rule: it never imports a feature ({{target}}).',
      deepFeatureImport:
        "A feature uses another only through that feature's index.ts: import '{{feature}}', not its files.",
      featureCycle: 'Features {{from}} and {{to}} import each other (through other features or directly): no cycles.',
      repositoryImport: 'A repository imports only platform and repositories ({{target}} is neither).',
      sqlOutsideRepository: 'SQL belongs in a *.repository.ts (or platform/database): move this statement there.',
      srcImportsTest: 'src/ never imports test support ({{target}}).',
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}packages${path.sep}server${path.sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0) return {};
    const serverRoot = file.slice(0, at + marker.length - 1);
    const me = placeOf(file, serverRoot);
    if (me.layer === 'outside' || me.layer === 'test') return {};
    const featuresDir = path.join(serverRoot, 'src', 'features');

    function checkImport(node, specifier, typeOnly) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveRelative(file, specifier);
      const them = placeOf(target, serverRoot);
      const shown = path.relative(serverRoot, target);
      if (them.layer === 'test' && !me.kind.test) {
        context.report({ node, messageId: 'srcImportsTest', data: { target: shown } });
        return;
      }
      if (me.kind.test) return;
      if (me.layer === 'platform' && them.layer === 'feature') {
        context.report({ node, messageId: 'platformImportsFeature', data: { target: shown } });
        return;
      }
      if (me.layer === 'feature' && them.layer === 'feature' && them.feature !== me.feature) {
        if (!them.kind.index) {
          context.report({ node, messageId: 'deepFeatureImport', data: { feature: them.feature } });
          return;
        }
        if (!typeOnly && featureGraph(featuresDir).inCycle(me.feature, them.feature)) {
          context.report({ node, messageId: 'featureCycle', data: { from: me.feature, to: them.feature } });
          return;
        }
      }
      if (me.kind.repository && !typeOnly) {
        const allowed =
          them.layer === 'platform' ||
          them.layer === 'outside' ||
          (them.layer === 'feature' && (them.kind.repository || (them.kind.index && them.feature !== me.feature)));
        if (!allowed) context.report({ node, messageId: 'repositoryImport', data: { target: shown } });
      }
    }

    function checkSql(node, text) {
      if (me.kind.test || me.kind.repository || (me.layer === 'platform' && me.part === 'database')) return;
      if (sqlStatement.test(text)) context.report({ node, messageId: 'sqlOutsideRepository' });
    }

    return {
      ImportDeclaration: (node) => checkImport(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && checkImport(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => checkImport(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && checkImport(node, node.source.value, false),
      Literal: (node) => typeof node.value === 'string' && checkSql(node, node.value),
      TemplateLiteral: (node) => checkSql(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ')),
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const filenameStyle = {
  meta: {
    type: 'suggestion',
    docs: { description: 'One filename style: lowercase kebab-case, with dotted kinds (posts.routes.ts, a.test.ts).' },
    schema: [],
    messages: { style: 'File names are lowercase kebab-case with dotted kinds (like posts.service.ts): {{name}}.' },
  },
  create(context) {
    const name = path.basename(context.filename);
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(name))
          context.report({ node, messageId: 'style', data: { name } });
      },
    };
  },
};

export const cliquesPlugin = { rules: { 'server-layers': serverLayers, 'filename-style': filenameStyle } };
