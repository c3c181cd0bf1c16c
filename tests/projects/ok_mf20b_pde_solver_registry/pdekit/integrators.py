"""Explicit Runge-Kutta steps of du/dt = f(u)."""


def euler(f, u, dt):
    return u + dt * f(u)


def rk3_ssp(f, u, dt):
    u1 = u + dt * f(u)
    u2 = 0.75 * u + 0.25 * (u1 + dt * f(u1))
    return u / 3.0 + 2.0 / 3.0 * (u2 + dt * f(u2))


INTEGRATORS = {"euler": euler, "rk3": rk3_ssp}
