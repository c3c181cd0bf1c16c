"""An embedded Heun-Euler pair with step-size control in a scan of at most max_steps steps."""
import jax
import jax.numpy as jnp

from .base import Solver, register_solver


@register_solver("heun_euler")
class HeunEuler(Solver):
    def __init__(self, rtol=1e-3, atol=1e-6, max_steps=12, safety=0.9, **unused):
        super().__init__()
        self.rtol, self.atol, self.max_steps, self.safety = rtol, atol, max_steps, safety

    def step(self, f, t, y, dt):
        k1 = f(t, y)
        k2 = f(t + dt, y + dt * k1)
        return y + dt / 2 * (k1 + k2), dt / 2 * (k2 - k1)

    def advance(self, f, t0, t1, y, events):
        def body(carry, _):
            t, y, dt = carry
            y_new, err = self.step(f, t, y, dt)
            scale = self.atol + self.rtol * jnp.maximum(jnp.abs(y), jnp.abs(y_new))
            ratio = jnp.sqrt(jnp.mean((err / scale) ** 2)) + 1e-10
            accept = (ratio <= 1.0) & (t < t1)
            factor = jnp.clip(self.safety * ratio ** -0.5, 0.2, 5.0)
            t_next = jnp.where(accept, t + dt, t)
            dt = min(dt * factor, t1 - t_next)  # expect: JAX103
            y = jnp.where(accept, events.apply(t_next, y_new, y), y)
            return (t_next, y, jnp.maximum(dt, 1e-6)), None

        init = (t0, y, (t1 - t0) / 4)
        return jax.lax.scan(body, init, None, length=self.max_steps)[0][1]
