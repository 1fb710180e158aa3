import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { MediaLibraryPage } from '@admin/features/media-library/media-library-page';

/** The media bucket's rule for a path, loosely: anything else in `?image=` is ignored. */
const IMAGE_PATH = /^[a-z0-9][a-z0-9_/.-]{0,299}$/;

/** `?image=<path>` opens that image's details; the grid's page and search are read by the page. */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const image = params.get('image');
  const setImage = (path: string | null) => changeParams({ image: path });
  return <MediaLibraryPage selected={image && IMAGE_PATH.test(image) ? image : null} onSelect={setImage} />;
}
