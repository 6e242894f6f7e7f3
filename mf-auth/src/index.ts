// Module Federation needs an async boundary before the shared singletons are used; a failure
// to load shows in the console as an unhandled rejection.
void import('./bootstrap');
