import yaml from "../../../openapi/openapi.yaml?raw";

// The published contract, as integrators download it.
export function loader() {
  return new Response(yaml, {
    headers: { "content-type": "application/yaml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
