# Thread: https://github.com/jax-ml/jax/issues/2273
# Shape: an integrator class checks its intermediate state for NaNs with `assert jnp.all(jnp.isfinite(x))` inside a method; the method runs under jax.jit (via a fori_loop driver), so the assert converts a traced bool
# expect: TracerBoolConversionError at line 17
import jax
import jax.numpy as jnp


class ExplicitEuler:
    def __init__(self, dt, rhs):
        self.dt = dt
        self.rhs = rhs

    def step(self, t, x):
        return x + self.dt * self.rhs(t, x)

    def check(self, x):
        assert jnp.all(jnp.isfinite(x)), "state blew up"
        return x

    def integrate(self, x0, n_steps):
        def body(i, x):
            return self.check(self.step(i * self.dt, x))

        return jax.lax.fori_loop(0, n_steps, body, x0)


solver = ExplicitEuler(0.01, lambda t, x: -x + jnp.sin(t))
print(jax.jit(solver.integrate, static_argnums=1)(jnp.ones(3), 100))
