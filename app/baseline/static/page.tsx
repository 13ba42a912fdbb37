// A minimal static page: prerendered at build time, the benchmark's floor for pages.
export default function StaticBaseline() {
  return <p>ok</p>;
}
