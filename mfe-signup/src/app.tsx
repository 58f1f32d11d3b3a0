import { Route, Routes } from 'react-router-dom';

export default function SignupApp() {
  return (
    <Routes>
      <Route path="/" element={<h1>Signup landing</h1>} />
    </Routes>
  );
}
