import os

# Tests run on CPU whatever the machine has; the runtime checker's own tests pick devices.
os.environ.setdefault("JAX_PLATFORMS", "cpu")
# The results cache is exercised by its own tests; elsewhere it would only hide changes.
os.environ.setdefault("JAXLINT_NO_CACHE", "1")
