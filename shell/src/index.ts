import { nextTask } from './features/remotes/next-task';

// The async boundary lets Module Federation negotiate shared singletons (React, the router,
// design-system) before any of them is evaluated. Each step is a task of its own: this script's
// evaluation (the Module Federation runtime), then React DOM's, then the app's modules
// (docs/decisions/boot-in-short-tasks.md).
nextTask()
  .then(() => import(/* webpackChunkName: "react-dom-client" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
