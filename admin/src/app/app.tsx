import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter(
  [
    {
      path: '*',
      element: (
        <main className="mx-auto max-w-xl p-12">
          <h1 className="text-2xl font-bold">Grow Digital admin</h1>
        </main>
      ),
    },
  ],
  { basename: '/admin' },
);

export function App() {
  return <RouterProvider router={router} />;
}
