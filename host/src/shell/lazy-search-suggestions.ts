import { lazy } from 'react';

/** The suggestions under the search field, in a chunk of their own: it loads when the field is first focused. */
export const loadSearchSuggestions = () => import(/* webpackChunkName: "search-suggestions" */ './search-suggestions');

/** The suggestions, rendered once their chunk is there. */
export const SearchSuggestions = lazy(() =>
  loadSearchSuggestions().then((module) => ({ default: module.SearchSuggestions })),
);
