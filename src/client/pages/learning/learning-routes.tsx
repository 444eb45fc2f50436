import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page';

const LearningCenterPage = lazyPage(() => import('./LearningCenterPage'), 'LearningCenterPage');
const ViewCoursePage = lazyPage(() => import('./ViewCoursePage'), 'ViewCoursePage');
const VerifyCertificatePage = lazyPage(() => import('./VerifyCertificatePage'), 'VerifyCertificatePage');
const VideoDetailsPage = lazyPage(() => import('./VideoPages'), 'VideoDetailsPage');
const PlaylistPage = lazyPage(() => import('./VideoPages'), 'PlaylistPage');
const ManageCoursesPage = lazyPage(() => import('../admin/learning/ManageCoursesPage'), 'ManageCoursesPage');
const CourseEditorPage = lazyPage(() => import('../admin/learning/CourseEditorPage'), 'CourseEditorPage');
const ManageAssessmentsPage = lazyPage(
  () => import('../admin/learning/ManageAssessmentsPage'),
  'ManageAssessmentsPage',
);
const AssignmentSubmissionsPage = lazyPage(
  () => import('../admin/learning/AssignmentReviewPages'),
  'AssignmentSubmissionsPage',
);
const AssignmentReviewPage = lazyPage(() => import('../admin/learning/AssignmentReviewPages'), 'AssignmentReviewPage');
const AssessmentFormPage = lazyPage(() => import('../admin/learning/AssessmentFormPage'), 'AssessmentFormPage');
const ManageVideosPage = lazyPage(() => import('../admin/learning/ManageVideosPage'), 'ManageVideosPage');
const VideoFormPage = lazyPage(() => import('../admin/learning/VideoFormPage'), 'VideoFormPage');
const ManagePlaylistsPage = lazyPage(() => import('../admin/learning/ManagePlaylistsPage'), 'ManagePlaylistsPage');
const PlaylistFormPage = lazyPage(() => import('../admin/learning/PlaylistFormPage'), 'PlaylistFormPage');

/** The learning center, relative to /client (the route guard checks module 1 or 6). */
export const clientLearningRoutes: RouteObject[] = [
  { path: 'learning-center', element: <LearningCenterPage /> },
  { path: 'learning-center/view-course', element: <ViewCoursePage /> },
  { path: 'learning-center/video-details', element: <VideoDetailsPage /> },
  { path: 'learning-center/playlist', element: <PlaylistPage /> },
];

/** The public check of a course certificate's code (absolute path, public layout). */
export const publicLearningRoutes: RouteObject[] = [
  { path: '/verify-certificate/:code', element: <VerifyCertificatePage /> },
];

/** Admin pages, relative to /admin; add, edit and view share one form each. */
export const adminLearningRoutes: RouteObject[] = [
  { path: 'manage-courses', element: <ManageCoursesPage /> },
  { path: 'manage-courses/add', element: <CourseEditorPage /> },
  { path: 'manage-courses/edit/:id', element: <CourseEditorPage /> },
  { path: 'manage-courses/view/:id', element: <CourseEditorPage /> },
  { path: 'manage-courses/submissions', element: <AssignmentSubmissionsPage /> },
  { path: 'manage-courses/submissions/:id', element: <AssignmentReviewPage /> },
  { path: 'manage-assessments', element: <ManageAssessmentsPage /> },
  { path: 'add-edit-assessments', element: <AssessmentFormPage /> },
  { path: 'add-edit-assessments/:id', element: <AssessmentFormPage /> },
  { path: 'manage-e-learning-videos', element: <ManageVideosPage /> },
  { path: 'manage-e-learning-videos/add', element: <VideoFormPage /> },
  { path: 'manage-e-learning-videos/edit/:id', element: <VideoFormPage /> },
  { path: 'manage-e-learning-videos/view/:id', element: <VideoFormPage /> },
  { path: 'manage-e-learning-videos/playlists', element: <ManagePlaylistsPage /> },
  { path: 'manage-e-learning-videos/playlists/add', element: <PlaylistFormPage /> },
  { path: 'manage-e-learning-videos/playlists/edit/:id', element: <PlaylistFormPage /> },
  { path: 'manage-e-learning-videos/playlists/view/:id', element: <PlaylistFormPage /> },
];
