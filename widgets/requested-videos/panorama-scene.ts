import {
  MathUtils,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Scene,
  SphereGeometry,
  SRGBColorSpace,
  Vector3,
  VideoTexture,
  WebGLRenderer,
} from "three";
import { MAX_LATITUDE, type PanoramaScene } from "./panorama-types";

/**
 * A 360° player for an equirectangular video (a dewarped panoramic clip): the video is the texture
 * of a sphere seen from inside, drawn with three.js (WebGL; no eval, no worker). The only module
 * that imports three; loaded with `import()` when a dewarped video opens, so it is a chunk of its own.
 * Throws when WebGL is not available.
 */
export function createPanoramaScene(container: HTMLElement, video: HTMLVideoElement): PanoramaScene {
  const renderer = new WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(Math.min(globalThis.devicePixelRatio || 1, 2));
  renderer.domElement.setAttribute("aria-hidden", "true");
  container.append(renderer.domElement);
  const scene = new Scene();
  const camera = new PerspectiveCamera(75, 16 / 9, 1, 1100);
  const geometry = new SphereGeometry(500, 60, 40);
  geometry.scale(-1, 1, 1); // seen from inside
  const texture = new VideoTexture(video);
  texture.colorSpace = SRGBColorSpace;
  const material = new MeshBasicMaterial({ map: texture });
  scene.add(new Mesh(geometry, material));

  let lon = 0;
  let lat = 0;
  const target = new Vector3();
  const resize = () => {
    const width = Math.max(1, container.clientWidth);
    const height = Math.max(1, container.clientHeight);
    renderer.setSize(width, height);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(container);
  resize();
  renderer.setAnimationLoop(() => {
    const phi = MathUtils.degToRad(90 - lat);
    const theta = MathUtils.degToRad(lon);
    target.set(500 * Math.sin(phi) * Math.cos(theta), 500 * Math.cos(phi), 500 * Math.sin(phi) * Math.sin(theta));
    camera.lookAt(target);
    renderer.render(scene, camera);
  });

  return {
    look(dLon, dLat) {
      lon = (((lon + dLon) % 360) + 360) % 360;
      lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat + dLat));
    },
    view: () => ({ lon, lat }),
    dispose() {
      renderer.setAnimationLoop(null);
      observer.disconnect();
      texture.dispose();
      geometry.dispose();
      material.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    },
  };
}
