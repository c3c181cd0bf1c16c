from .base import Solver, register_solver


@register_solver("euler")
class Euler(Solver):
    def step(self, f, t, y, dt):
        return y + dt * f(t, y)


@register_solver("rk4")
class RK4(Solver):
    def step(self, f, t, y, dt):
        k1 = f(t, y)
        k2 = f(t + dt / 2, y + dt / 2 * k1)
        k3 = f(t + dt / 2, y + dt / 2 * k2)
        k4 = f(t + dt, y + dt * k3)
        return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
