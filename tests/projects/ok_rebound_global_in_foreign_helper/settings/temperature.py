TEMPERATURE = 1.0


def set_temperature(value):
    global TEMPERATURE
    TEMPERATURE = float(value)


def tempered(logits, temperature):
    return logits / temperature
