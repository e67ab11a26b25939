import json from "../../../openapi/openapi.json?raw";

export function loader() {
  return new Response(json, {
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
