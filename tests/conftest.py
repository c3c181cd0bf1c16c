import os

# Tests run on CPU whatever the machine has; the runtime checker's own tests pick devices.
os.environ.setdefault("JAX_PLATFORMS", "cpu")
