import jax


def make_step(forces, dt):
    def step(carry, _):
        pos, vel = carry
        pos = pos + vel * dt
        for force in forces:
            pos, vel = force(pos, vel, dt)
        return (pos, vel), pos

    return step


def simulate(forces, pos0, vel0, n_steps, dt=0.01):
    _, path = jax.lax.scan(make_step(forces, dt), (pos0, vel0), None, length=n_steps)
    return path
