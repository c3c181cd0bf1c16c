from .base import Integrator


class SemiImplicitEuler(Integrator, name="euler"):
    def step(self, state, force_fn):
        acc = force_fn(state) * state.inv_mass[:, None]
        vel = state.vel + self.dt * acc
        return state._replace(pos=state.pos + self.dt * vel, vel=vel)
