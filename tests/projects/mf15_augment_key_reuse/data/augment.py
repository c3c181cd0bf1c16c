from data.ops import add_noise, random_flip


def augment(key, image):
    image = random_flip(key, image)
    return add_noise(key, image)  # expect: JAX320
