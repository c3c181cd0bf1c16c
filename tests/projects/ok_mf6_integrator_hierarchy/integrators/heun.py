from .euler import Euler


class Heun(Euler):
    def step(self, x):
        pred = x + self.dt * self.rhs(x)
        return x + 0.5 * self.dt * (self.rhs(x) + self.rhs(pred))
