def constant(count):
    return 0.1


def step_decay(count):
    return 0.1 if count < 100 else 0.01  # expect: JAX101


SCHEDULES = {"constant": constant, "step": step_decay}
