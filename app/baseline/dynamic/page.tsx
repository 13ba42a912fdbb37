import { connection } from 'next/server';

// A minimal dynamic page: rendered per request, the benchmark's floor for server rendering.
export default async function DynamicBaseline() {
  await connection();
  return <p>{new Date().toISOString()}</p>;
}
