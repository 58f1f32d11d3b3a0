// The async boundary lets Module Federation negotiate shared singletons (React, the router,
// design-system) before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
