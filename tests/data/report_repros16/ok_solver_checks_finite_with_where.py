# Thread: https://github.com/jax-ml/jax/issues/2273
# Shape: the jittable version: the finiteness check returns a flag (`jnp.all(jnp.isfinite(x))`) alongside the state instead of asserting on it, and the caller asserts on the concrete result after the jitted call
# expect: ok
import jax
import jax.numpy as jnp


class ExplicitEuler:
    def __init__(self, dt, rhs):
        self.dt = dt
        self.rhs = rhs

    def step(self, t, x):
        return x + self.dt * self.rhs(t, x)

    def integrate(self, x0, n_steps):
        def body(i, carry):
            x, ok = carry
            x = self.step(i * self.dt, x)
            return x, ok & jnp.all(jnp.isfinite(x))

        return jax.lax.fori_loop(0, n_steps, body, (x0, jnp.array(True)))


solver = ExplicitEuler(0.01, lambda t, x: -x + jnp.sin(t))
x, ok = jax.jit(solver.integrate, static_argnums=1)(jnp.ones(3), 100)
assert bool(ok), "state blew up"
print(x)
