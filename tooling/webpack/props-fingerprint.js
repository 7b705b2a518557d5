// The props of each exposed module as a structural fingerprint, read from the real TypeScript types
// with the compiler API: the contract's `RemoteModuleProps` (what a consumer is compiled against) and
// the component a remote actually exports (what it renders with). Each prop by name: whether it is
// optional and a hash of its type's structure, so renaming, dropping, adding or retyping a prop shows;
// comments, formatting, order and type names do not.
const { createHash } = require('node:crypto');
const path = require('node:path');
const ts = require('typescript');

const contractFile = path.join(__dirname, '../../packages/contracts/src/remotes.ts');
const baseConfig = path.join(__dirname, '../../tsconfig.base.json');

/** How deep a type is written out; deeper (or recursive) parts are written as their name. */
const maxDepth = 8;

/** The compiler options of tsconfig.base.json (what every workspace extends). */
function compilerOptions() {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    baseConfig,
    { noEmit: true, types: [] },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  return { ...parsed.options, noEmit: true, types: [] };
}

/** Whether a type is a library's (node_modules, TypeScript's lib): it counts by its name. */
function isLibraryType(type) {
  const declarations = (type.aliasSymbol ?? type.getSymbol())?.getDeclarations() ?? [];
  return (
    declarations.length > 0 && declarations.every((d) => /[\\/]node_modules[\\/]/.test(d.getSourceFile().fileName))
  );
}

/** Where the API's data types are (Post, UserSummary…), besides the contract file itself. */
const dataTypesDir = path.join(__dirname, '../../packages/contracts/src') + path.sep;

/**
 * The name of the API data type a property or parameter is declared with (`post: Post`), if it is
 * one: it counts by that name. A prop carrying a Post gets it from the server, not from the consumer,
 * so a field added to Post is the API's change, not the seam's; hashing its structure would refuse
 * both areas' deploys (each against the other's live build) on every such change.
 */
function dataTypeName(checker, declaration) {
  const node = declaration && declaration.type;
  if (!node || !ts.isTypeReferenceNode(node)) return undefined;
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const files = (symbol?.getDeclarations() ?? []).map((d) => path.normalize(d.getSourceFile().fileName));
  const isData = files.length > 0 && files.every((file) => file.startsWith(dataTypesDir) && file !== contractFile);
  return isData ? node.getText() : undefined;
}

/**
 * A property's `?` when it is optional, and its type without the `undefined` that optionality adds,
 * or the name of the API data type it is declared with.
 */
function propertyOf(checker, symbol) {
  const optional = symbol.flags & ts.SymbolFlags.Optional ? '?' : '';
  const name = dataTypeName(checker, symbol.valueDeclaration);
  const type = checker.getTypeOfSymbol(symbol);
  if (!optional || !type.isUnion()) return { optional, name, types: [type] };
  return { optional, name, types: type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)) };
}

/**
 * The type's (or a union of types') structure as canonical text: members sorted by name, unions and
 * intersections sorted, functions by their parameters' types and their result. Library types
 * (React's, the DOM's) and members or parameters declared as an API data type (Post) by name.
 */
function describe(checker, type, depth = 0, path = new Set()) {
  if (Array.isArray(type))
    return type.length === 1 ? describe(checker, type[0], depth, path) : describeAll(checker, 'U', type, depth, path);
  const named = () => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  if (type.flags & (ts.TypeFlags.Primitive | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never))
    return named();
  if (type.isUnion() || type.isIntersection())
    return describeAll(checker, type.isUnion() ? 'U' : 'I', type.types, depth, path);
  if (depth >= maxDepth || path.has(type) || isLibraryType(type)) return named();
  const inner = new Set(path).add(type);
  const sub = (t) => describe(checker, t, depth + 1, inner);
  if (checker.isArrayType(type) || checker.isTupleType(type))
    return `${checker.isTupleType(type) ? 'T' : 'A'}<${checker.getTypeArguments(type).map(sub).join(',')}>`;
  const members = checker
    .getPropertiesOfType(type)
    .map((p) => {
      const { optional, name, types } = propertyOf(checker, p);
      return `${p.getName()}${optional}:${name ?? sub(types)}`;
    })
    .sort();
  const signatures = checker.getSignaturesOfType(type, ts.SignatureKind.Call).map((s) => {
    const params = s.getParameters().map((p) => {
      const declaration = p.valueDeclaration;
      const optional = declaration && ts.isParameter(declaration) && declaration.questionToken ? '?' : '';
      return `${optional}${dataTypeName(checker, declaration) ?? sub(checker.getTypeOfSymbol(p))}`;
    });
    return `(${params.join(',')})=>${sub(s.getReturnType())}`;
  });
  const indexes = checker.getIndexInfosOfType(type).map((i) => `[${sub(i.keyType)}]:${sub(i.type)}`);
  return `{${[...signatures.sort(), ...indexes.sort(), ...members].join(';')}}`;
}

/** A union's or intersection's members (`kind` U or I), sorted. */
function describeAll(checker, kind, types, depth, path) {
  return `${kind}(${types
    .map((t) => describe(checker, t, depth, path))
    .sort()
    .join('|')})`;
}

/** The first 12 hex of the sha256 of a text. */
function hash(text) {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/**
 * The fingerprint of a props type (none: no props): each prop by name, `?` first when it is
 * optional, then the hash of its type's structure.
 */
function fingerprint(checker, type) {
  if (!type) return {};
  const props = checker.getPropertiesOfType(type).map((p) => {
    const { optional, name, types } = propertyOf(checker, p);
    return [p.getName(), `${optional}${hash(name ?? describe(checker, types))}`];
  });
  return Object.fromEntries(props.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Why a component taking the `taken` props cannot be given what a consumer built for `passed` passes:
 * each prop the consumer may pass must be taken, with the same type, and be optional when the
 * consumer may leave it out; any other prop must be optional. The deploy validation applies the
 * same rule to the fingerprints in cliques-contract.json.
 */
function propsDifferences(passed, taken) {
  const differences = [];
  for (const [name, shape] of Object.entries(passed)) {
    const own = taken[name];
    if (own === undefined) differences.push(`it has no prop ${name}`);
    else if (own.replace('?', '') !== shape.replace('?', '')) differences.push(`its prop ${name} has another type`);
    else if (shape.startsWith('?') && !own.startsWith('?')) differences.push(`its prop ${name} is required`);
  }
  for (const [name, own] of Object.entries(taken))
    if (!(name in passed) && !own.startsWith('?')) differences.push(`its prop ${name} is required`);
  return differences;
}

/**
 * A component type's props (its first call or construct signature's first parameter): `{ props }`,
 * `props` undefined when it takes none; null when the type is not callable.
 */
function componentProps(checker, type) {
  const [signature] = [
    ...checker.getSignaturesOfType(type, ts.SignatureKind.Call),
    ...checker.getSignaturesOfType(type, ts.SignatureKind.Construct),
  ];
  if (!signature) return null;
  const [props] = signature.getParameters();
  return { props: props && checker.getTypeOfSymbol(props) };
}

/**
 * The props fingerprint of every module in the contract, by federated id (`mfe_feed/composer`), and
 * for each module an app exposes (`exposed`: `{ id, file, exportName }`), why its actual export does
 * not match the contract: missing, not a component, or taking other props.
 * @param {{ exposed?: { id: string, file: string, exportName: string }[], contract?: string }} options
 * @returns {{ fingerprints: Record<string, Record<string, string>>, problems: string[] }}
 */
function propsFingerprints({ exposed = [], contract = contractFile } = {}) {
  const program = ts.createProgram({
    rootNames: [contract, ...exposed.map((e) => e.file)],
    options: compilerOptions(),
  });
  const checker = program.getTypeChecker();
  const exportsOf = (file) => {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    return symbol ? checker.getExportsOfModule(symbol) : [];
  };
  const propsAlias = exportsOf(contract).find((s) => s.getName() === 'RemoteModuleProps');
  if (!propsAlias) throw new Error(`${contract} exports no RemoteModuleProps`);
  const byId = checker.getDeclaredTypeOfSymbol(propsAlias);
  const fingerprints = Object.fromEntries(
    checker.getPropertiesOfType(byId).map((p) => [p.getName(), fingerprint(checker, checker.getTypeOfSymbol(p))]),
  );
  const problems = [];
  for (const { id, file, exportName } of exposed) {
    const where = `${id} (${path.relative(process.cwd(), file)})`;
    const symbol = exportsOf(file).find((s) => s.getName() === exportName);
    const component = symbol && componentProps(checker, checker.getTypeOfSymbol(symbol));
    if (!symbol) problems.push(`${where} does not export ${exportName}, the contract's export name`);
    else if (!component) problems.push(`${where}: ${exportName} is not a component`);
    else
      for (const difference of propsDifferences(fingerprints[id] ?? {}, fingerprint(checker, component.props)))
        problems.push(`${where}: ${exportName} does not take the contract's props: ${difference}`);
  }
  return { fingerprints, problems };
}

module.exports = { propsFingerprints };
