import os

# Tests run on CPU whatever the machine has; the runtime checker's own tests pick devices.
os.environ.setdefault("JAX_PLATFORMS", "cpu")
# The results cache is exercised by its own tests; elsewhere it would only hide changes.
os.environ.setdefault("JAXLINT_NO_CACHE", "1")
# The runtime checker runs user code in the active virtualenv's interpreter by default; the
# tests verify with the interpreter running them (tests of that default set it themselves).
os.environ.pop("VIRTUAL_ENV", None)
