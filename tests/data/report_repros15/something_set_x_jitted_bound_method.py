# Thread: https://github.com/jax-ml/jax/issues/26560
# Shape: a setter method (`def set_x(self, x): self.x = x`) is jitted as a bound method (`jax.jit(something.set_x)(7)`), so the instance keeps the tracer; another method of the same object reads `self.x` after the jitted call
# expect: UnexpectedTracerError at line 16; cause line 13
import jax
import jax.numpy as jnp


class Something:
    def __init__(self):
        self.x = jnp.zeros(())

    def set_x(self, x):
        self.x = x

    def doubled(self):
        return 2 * self.x


something = Something()
jax.jit(something.set_x)(7)
print(something.doubled())
