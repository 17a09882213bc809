// El router y las consultas de la página, servidos por el singleton @fondo/runtime: así hay un solo
// router y un solo contexto de consultas, y webpack deja en el chunk compartido solo lo que se usa
// (Module Federation comparte módulos enteros: react-router-dom compartido pesaba ~60 KiB gzip).
// Las apps importan estas piezas de '@fondo/runtime', nunca de react-router-dom ni de @tanstack/react-query.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  matchPath,
  generatePath,
  type NavigateFunction,
  type Location,
  type LinkProps,
  type RouteObject,
} from 'react-router-dom';
export {
  QueryClientProvider,
  useQuery,
  useMutation,
  useQueryClient,
  useIsFetching,
  useIsMutating,
  queryOptions,
  keepPreviousData,
  type QueryClient,
  type UseQueryOptions,
  type UseQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type QueryKey,
} from '@tanstack/react-query';
