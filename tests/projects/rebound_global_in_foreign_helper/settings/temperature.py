TEMPERATURE = 1.0


def set_temperature(value):
    global TEMPERATURE
    TEMPERATURE = float(value)


def tempered(logits):
    return logits / TEMPERATURE  # expect: JAX303
