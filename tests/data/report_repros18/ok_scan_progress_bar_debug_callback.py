# Thread: https://github.com/brainpy/BrainPy/pull/668
# Shape: the pull request's replacement: the runner's `lax.scan` body reports progress through `jax.debug.callback` instead of the removed host_callback.id_tap
# expect: ok
import jax
import jax.numpy as jnp


class DSRunner:
    def __init__(self, target, dt=0.1, progress_bar=True):
        self.target = target
        self.dt = dt
        self.progress_bar = progress_bar

    def _step(self, v, t):
        v = v + self.dt * self.target(v, t)
        if self.progress_bar:
            jax.debug.callback(lambda *_: print("step", end="\r"))
        return v, v

    def run(self, v0, duration):
        ts = jnp.arange(0.0, duration, self.dt)
        _, vs = jax.lax.scan(self._step, v0, ts)
        return vs


runner = DSRunner(lambda v, t: -v + jnp.sin(t))
print(runner.run(jnp.zeros(3), 1.0).shape)
