"""Event plugins by name: each has a signed distance; crossing it projects the state back."""
import jax.numpy as jnp


class EscapeEvent:
    def __init__(self, radius=3.0):
        self.radius = radius

    def __call__(self, t, y):
        return jnp.linalg.norm(y) - self.radius

    def project(self, y):
        return y * self.radius / jnp.linalg.norm(y)


class NoEvent:
    def __call__(self, t, y):
        return -jnp.ones(())

    def project(self, y):
        return y


EVENTS = {"escape": EscapeEvent, "none": NoEvent}


class EventSet:
    def __init__(self, events):
        self.events = list(events)

    def apply(self, t, y, y_prev):
        for event in self.events:
            y = jnp.where(event(t, y) > 0, event.project(y), y)
        return y


def load_events(names, **options):
    return EventSet(EVENTS[name](**options.get(name, {})) for name in names)
