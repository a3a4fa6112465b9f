import { BrowserRouter, Route, Routes } from 'react-router';
import { HomeRoute } from './routes/home.tsx';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<HomeRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
