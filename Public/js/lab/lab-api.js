// The lab's endpoints (GET /api/lab/catalogue, /api/lab/bindings, /api/lab/compare; POST and
// DELETE /api/lab/bindings), through the page's one request function.

import { request } from "../api.js";

export const labAPI = {
  catalogue: () => request("GET", "/api/lab/catalogue"),
  list: () => request("GET", "/api/lab/bindings"),
  get: (id) => request("GET", `/api/lab/bindings/${encodeURIComponent(id)}`),
  create: (definition) => request("POST", "/api/lab/bindings", definition),
  compare: (left, right) => request("GET", `/api/lab/compare?left=${encodeURIComponent(left)}&right=${encodeURIComponent(right)}`),
};
