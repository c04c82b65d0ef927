"""The fuzz check's parts: the HTTP layer (protocol) and the API's requests (structure)."""
