// What every app shares as `mobx`: only the parts of MobX the apps and mobx-react-lite use (a shared
// module is never tree-shaken, so sharing the package itself shipped all of it to every page). It
// takes them from MobX's ES module file by path, which is not the shared `mobx` key, so this file is
// not consumed as itself. sharing.js (beside it) fails the build of an app that imports a name missing
// here; a new name needs the host to ship first, since the host's copy is the one every remote gets.
export {
  _getGlobalState,
  action,
  actionBound,
  autorun,
  computed,
  getDependencyTree,
  makeAutoObservable,
  makeObservable,
  observable,
  observableRef,
  reaction,
  Reaction,
  runInAction,
} from 'mobx/dist/mobx.mjs';
